import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingCounter } from "./loading-counter";

describe("LoadingCounter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts running requests and takes a finished one off 300 ms later", () => {
    const onChange = vi.fn();
    const counter = new LoadingCounter(onChange, () => {});
    counter.start();
    counter.start();
    expect(counter.count).toBe(2);
    counter.finish();
    vi.advanceTimersByTime(299);
    expect(counter.count).toBe(2);
    vi.advanceTimersByTime(1);
    expect(counter.count).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("scrolls to the top 50 ms after the count returns to zero", () => {
    const onIdle = vi.fn();
    const counter = new LoadingCounter(() => {}, onIdle);
    counter.start();
    counter.finish();
    vi.advanceTimersByTime(300);
    expect(counter.count).toBe(0);
    vi.advanceTimersByTime(49);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("does not scroll when a new request starts within those 50 ms", () => {
    const onIdle = vi.fn();
    const counter = new LoadingCounter(() => {}, onIdle);
    counter.start();
    counter.finish();
    vi.advanceTimersByTime(320);
    counter.start();
    vi.advanceTimersByTime(100);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
