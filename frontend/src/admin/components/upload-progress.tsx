import { Progress } from "@/components/ui/progress";

/** The upload's progress: "Uploading..." then "Processing photo..." while the server makes its
 * sizes; a screen reader hears "Upload complete" at 100 %. */
export function UploadProgress({ percent, className }: { percent: number; className?: string }) {
  const done = percent >= 100;
  return (
    <Progress
      value={percent}
      label="Upload progress"
      caption={done ? "Processing photo..." : "Uploading..."}
      valueText={done ? "Upload complete" : `${percent}%`}
      className={className}
    />
  );
}
