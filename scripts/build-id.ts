/** A build's id: its time in base 36 and a random part. The build manifest, X-Build-Id and a release's directory name it. */
export const newBuildId = (time: number) => `${time.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
