export function CvSection() {
  return null;
}
