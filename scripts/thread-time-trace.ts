/**
 * A Chromium trace with each task of the pages' main threads shrunk from its wall time to its thread time (the CPU time
 * the thread itself spent), the events inside it moved and shrunk in proportion. Lighthouse's simulated throttling
 * multiplies the wall time of every main-thread task (by 4, a layout by 2), so a task that waited for the CPU or for
 * another process counts as if the page had worked all along: on this project's 2-core host the renderer's tasks take
 * 2–4 × their thread time while Lighthouse runs. Audited again from this trace, total blocking time says how much of
 * it is the page's own work.
 */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/** The top-level tasks Lighthouse's dependency graph schedules (lantern's `PageDependencyGraph.isScheduleableTask`). */
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

export function atThreadTime(events: TraceEvent[]): void {
  const rendererMainThreads = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map(threadOf));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = threadOf(event);
    if (event.ph === "M" || !rendererMainThreads.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread)!.push(event);
  }
  for (const threadEvents of byThread.values()) {
    // A task before the events it holds that start with it.
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task: { start: number; end: number; scale: number } | undefined;
    for (const event of threadEvents) {
      if (task && event.ts >= task.end) task = undefined;
      if (!task) {
        if (TASKS.has(event.name) && event.ph === "X" && event.dur && event.tdur !== undefined) {
          task = { start: event.ts, end: event.ts + event.dur, scale: Math.min(1, event.tdur / event.dur) };
          event.dur *= task.scale;
        }
        continue;
      }
      event.ts = task.start + (event.ts - task.start) * task.scale;
      if (event.dur !== undefined) event.dur *= task.scale;
    }
  }
}
