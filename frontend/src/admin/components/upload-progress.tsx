import { Progress } from "@/components/ui/progress";

/** The upload's progress: "Uploading..." then `processing` ("Processing photo..." unless told
 * otherwise) while the server works on the file; a screen reader hears "Upload complete" at
 * 100 %. */
export function UploadProgress({
  percent,
  className,
  processing = "Processing photo...",
}: {
  percent: number;
  className?: string;
  processing?: string;
}) {
  const done = percent >= 100;
  return (
    <Progress
      value={percent}
      label="Upload progress"
      caption={done ? processing : "Uploading..."}
      valueText={done ? "Upload complete" : `${percent}%`}
      className={className}
    />
  );
}
