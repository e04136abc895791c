export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const LATEST_BUILD_PATH = "/builds/latest.json";

export type LatestBuild = { id: string; timestamp: number };

/**
 * Polls the latest build id every hour. When it differs from the running build, `onUpdate` is called
 * once; the caller turns the next navigation into a full page load. A failed fetch is only logged.
 */
export function watchForUpdates(
  runningId: string,
  onUpdate: () => void,
  fetchLatest: (url: string) => Promise<LatestBuild> = defaultFetch,
): () => void {
  let signalled = false;
  const check = async () => {
    if (signalled) return;
    try {
      const latest = await fetchLatest(`${LATEST_BUILD_PATH}?t=${Date.now()}`);
      if (latest.id !== runningId) {
        signalled = true;
        onUpdate();
      }
    } catch (error) {
      console.warn("Could not fetch the build manifest", error);
    }
  };
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

async function defaultFetch(url: string): Promise<LatestBuild> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as LatestBuild;
}
