// One autocannon run, with sub-millisecond percentiles: autocannon's own histogram counts whole
// milliseconds, too coarse for a 1 ms budget, so every response time is also kept here.
import autocannon from 'autocannon';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Loads `url` with `headers` for `seconds` over `connections` keep-alive connections, as fast as
 * the server answers or, with `rate`, at that many requests per second in all. Every reply must be
 * a 2xx: a benchmark of error pages would measure the wrong thing.
 */
export function load({ url, headers, connections, seconds, rate }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const options = { url, headers, connections, duration: seconds };
    if (rate > 0) options.overallRate = rate;
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        return reject(
          new Error(
            `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`,
          ),
        );
      }
      times.sort((a, b) => a - b);
      resolve({
        perSecond: result.requests.average,
        total: result.requests.total,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}
