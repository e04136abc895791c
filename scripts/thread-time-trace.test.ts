import { describe, expect, it } from "vitest";
import { atThreadTime, type TraceEvent } from "./thread-time-trace";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({ name: "RunTask", ph: "X", pid: 1, tid, ts, dur, tdur });
const event = (name: string, ts: number, dur?: number, tid = 1): TraceEvent => ({ name, ph: dur === undefined ? "I" : "X", pid: 1, tid, ts, dur });

describe("atThreadTime", () => {
  it("shrinks each main-thread task to its thread time and moves what it holds in proportion", () => {
    const layout = event("Layout", 1_040, 40);
    const paint = event("Paint", 1_080, 10);
    const mark = event("firstContentfulPaint", 1_090);
    const first = task(1_000, 100, 25);
    const second = task(2_000, 10, 10);
    atThreadTime([thread(1, 1, "CrRendererMain"), layout, first, paint, mark, second]);
    expect(first).toMatchObject({ ts: 1_000, dur: 25 });
    expect(layout).toMatchObject({ ts: 1_010, dur: 10 });
    expect(paint).toMatchObject({ ts: 1_020, dur: 2.5 });
    expect(mark).toMatchObject({ ts: 1_022.5 });
    expect(second).toMatchObject({ ts: 2_000, dur: 10 });
  });

  it("keeps a task whose nested tasks and children start with it whole, and never stretches one", () => {
    const outer = task(0, 50, 60);
    const inner = { ...task(0, 20, 5), name: "ThreadControllerImpl::RunTask" };
    atThreadTime([thread(1, 1, "CrRendererMain"), inner, outer]);
    expect(outer.dur).toBe(50);
    expect(inner).toMatchObject({ ts: 0, dur: 20 });
  });

  it("leaves other threads and tasks without a thread time as they are", () => {
    const compositor = task(0, 100, 10, 2);
    const untimed: TraceEvent = { name: "RunTask", ph: "X", pid: 1, tid: 1, ts: 0, dur: 100 };
    const child = event("Layout", 50, 20);
    atThreadTime([thread(1, 1, "CrRendererMain"), thread(1, 2, "Compositor"), compositor, untimed, child]);
    expect(compositor.dur).toBe(100);
    expect(untimed.dur).toBe(100);
    expect(child).toMatchObject({ ts: 50, dur: 20 });
  });
});
