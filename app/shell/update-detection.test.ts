import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATEST_BUILD_PATH, UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from "./update-detection";

describe("watchForUpdates", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls builds/latest.json with a timestamp every hour and signals a different id once", async () => {
    const fetchLatest = vi.fn().mockResolvedValueOnce({ id: "running" }).mockResolvedValue({ id: "newer" });
    const onUpdate = vi.fn();
    const stop = watchForUpdates("running", onUpdate, fetchLatest);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${LATEST_BUILD_PATH}\\?t=\\d+$`)));
    expect(onUpdate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
  });

  it("only logs a failed manifest fetch", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onUpdate = vi.fn();
    watchForUpdates("running", onUpdate, () => Promise.reject(new Error("offline")));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(warn).toHaveBeenCalledWith("Could not fetch the build manifest", expect.any(Error));
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
