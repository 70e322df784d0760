/**
 * How a job's percent maps onto its stages. The second pass (a length re-plan) has its own share, so the
 * percent never goes backwards: a job that needs no second pass jumps from mixing to publishing.
 */
export function progressPlan() {
  const pass = (speakFrom: number, speakTo: number, mixing: number) => ({
    speaking: (done: number, total: number) =>
      Math.round(speakFrom + ((speakTo - speakFrom) * done) / Math.max(1, total)),
    mixing,
  });
  return {
    script: { start: 2 },
    firstPass: pass(8, 70, 72),
    replan: { start: 78 },
    secondPass: pass(80, 88, 89),
    publish: { start: 92 },
  };
}

/** DESIGN §6: re-plan once when the episode's length misses the request by more than 10 %. */
export function missesLength(actualSeconds: number, targetSeconds: number): boolean {
  return Math.abs(actualSeconds - targetSeconds) > 0.1 * targetSeconds;
}
