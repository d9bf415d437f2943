import fs from 'node:fs';
import inspector from 'node:inspector';

/**
 * BENCH_PROFILE=<file.cpuprofile>: a CPU profile of this process (the app, its consumers and job worker, and
 * the bench's own client side) over one phase of a bench (`what`, printed); open it in Chrome's DevTools.
 * Without the variable the phase just runs.
 */
export const profiled = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  const file = process.env.BENCH_PROFILE;
  if (!file) return work();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`CPU profile of ${what}: ${file}`);
  }
};
