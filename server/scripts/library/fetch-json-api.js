export default async function ({ inputs, secrets, log, fetch }) {
  const { url, method = 'GET', apiKeySecret, pick } = inputs;
  const headers = { Accept: 'application/json' };
  if (apiKeySecret) headers.Authorization = 'Bearer ' + (await secrets.get(apiKeySecret));

  const response = await fetch(url, { method, headers });
  if (!response.ok) throw new Error(method + ' ' + url + ' answered ' + response.status);
  const body = await response.json();

  // pick: a dotted path such as "data.items" to pass on only part of the answer.
  const picked = pick ? pick.split('.').reduce((value, key) => (value == null ? undefined : value[key]), body) : body;
  if (pick && picked === undefined) throw new Error('The answer has no "' + pick + '"');
  log.info(method + ' ' + url + ' -> ' + response.status);
  return picked;
}
