export default async function ({ inputs, page, log }) {
  const { url, expectText, maxLoadMs = 5000 } = inputs;
  const startedAt = Date.now();

  const response = await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  const loadMs = Date.now() - startedAt;
  const status = response ? response.status() : 0;
  const problems = [];

  if (status < 200 || status >= 400) problems.push('status ' + status);
  if (loadMs > maxLoadMs) problems.push('slow load: ' + loadMs + ' ms (limit ' + maxLoadMs + ' ms)');
  if (expectText && !(await page.textContent('body')).includes(expectText)) problems.push('missing text "' + expectText + '"');

  if (problems.length > 0) throw new Error(url + ' is unhealthy: ' + problems.join(', '));
  log.info(url + ' is up (' + status + ', ' + loadMs + ' ms)');
  return { url, status, loadMs };
}
