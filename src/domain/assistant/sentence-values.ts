/**
 * What a sentence given to Build with Flo says itself (D140): what starts the workflow (a webhook, a
 * schedule), the addresses, e-mail addresses and CSS selectors it names. The offline build fills a
 * template with them, so "every morning at 8 check https://status.example.org" is not drawn as every
 * five minutes at example.com; what is left of the sentence picks the template.
 */
export interface SentenceSchedule {
  cron: string;
  /** How the Schedule node is labelled: "Every Monday at 09:00 (UTC)". */
  label: string;
}

export interface SentenceValues {
  webhook: boolean;
  schedule: SentenceSchedule | null;
  urls: string[];
  emails: string[];
  selectors: string[];
  /** The sentence without its trigger and values: what it asks to be done. */
  rest: string;
}

const urlPattern = /\bhttps?:\/\/[^\s"'`<>]+/gi;
const emailPattern = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
/** A selector in quotes or backticks, or a bare one that starts with # or . (`#price`, `.in-stock`). */
const quotedSelectorPattern = /[`"']((?:[#.[]|[a-z][\w-]*[#.[])[^`"']*)[`"']/gi;
const bareSelectorPattern = /(?<=^|\s)([#.][A-Za-z_][\w-]*(?:[#.[][^\s,;]*)?)/g;

const webhookPatterns = [
  /\b(?:when(?:ever)?|each time|every time|once|as soon as)\s+(?:a|an|the)?\s*(?:webhook|(?:http |post )?request|call)\b(?:\s+(?:request|call))?\s+(?:arrives|comes in|is received|is sent|is called|is hit|hits|fires|is made)\b/gi,
  /\b(?:on|from|by|via|with|through)\s+(?:a|an|the)?\s*(?:incoming\s+)?webhook(?:\s+trigger)?\b/gi,
  /\bwebhook\s+(?:trigger|arrives|comes in|is received|is called)\b/gi,
];

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "at 8", "at 8am", "at 8:30", "at 18:00", "at 6 pm", "at noon", "at midnight": hour and minute. */
const timePattern = /\bat\s+(noon|midnight|(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'clock)?)(?![\w:/])/i;

function timeOf(text: string): { hour: number; minute: number; phrase: string } | null {
  const found = timePattern.exec(text);
  if (!found) return null;
  if (found[1]!.toLowerCase() === 'noon') return { hour: 12, minute: 0, phrase: found[0] };
  if (found[1]!.toLowerCase() === 'midnight') return { hour: 0, minute: 0, phrase: found[0] };
  let hour = Number(found[2]);
  const minute = found[3] ? Number(found[3]) : 0;
  const half = found[4]?.toLowerCase().replaceAll('.', '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute, phrase: found[0] };
}

/** The part of the day a word names, when the sentence gives no time. */
const partsOfDay: Readonly<Record<string, number>> = { morning: 8, afternoon: 14, evening: 18, night: 22 };

interface ScheduleFound extends SentenceSchedule {
  phrases: string[];
}

function everyInterval(text: string): ScheduleFound | null {
  const minutes = /\bevery\s+(\d{1,2})\s+minutes?\b/i.exec(text);
  if (minutes && Number(minutes[1]) >= 1 && Number(minutes[1]) <= 59) {
    const count = Number(minutes[1]);
    return { cron: count === 1 ? '* * * * *' : `*/${count} * * * *`, label: count === 1 ? 'Every minute' : `Every ${count} minutes`, phrases: [minutes[0]] };
  }
  const minute = /\bevery\s+minute\b/i.exec(text);
  if (minute) return { cron: '* * * * *', label: 'Every minute', phrases: [minute[0]] };
  const hours = /\bevery\s+(\d{1,2})\s+hours?\b/i.exec(text);
  if (hours && Number(hours[1]) >= 1 && Number(hours[1]) <= 23) {
    const count = Number(hours[1]);
    return { cron: count === 1 ? '0 * * * *' : `0 */${count} * * *`, label: count === 1 ? 'Every hour' : `Every ${count} hours`, phrases: [hours[0]] };
  }
  const hour = /\b(?:every\s+hour|hourly)\b/i.exec(text);
  if (hour) return { cron: '0 * * * *', label: 'Every hour', phrases: [hour[0]] };
  return null;
}

/** Which days a sentence names: a weekday list, weekdays, a week, a month, or every day. */
function daysOf(text: string): { days: string; dayOfMonth: string; label: string; phrase: string } | null {
  const named = new RegExp(`\\b(?:every|each|on)\\s+((?:${weekdays.join('|')})s?(?:\\s*(?:,|and|&)\\s*(?:${weekdays.join('|')})s?)*)`, 'i').exec(text);
  if (named) {
    const days = weekdays.flatMap((day, index) => (new RegExp(`\\b${day}`, 'i').test(named[1]!) ? [index] : []));
    const names = days.map((index) => capitalised(weekdays[index]!));
    const label = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return { days: days.join(','), dayOfMonth: '*', label: `Every ${label}`, phrase: named[0] };
  }
  const weekday = /\b(?:every|each|on)\s+weekdays?\b|\bon\s+working\s+days\b/i.exec(text);
  if (weekday) return { days: '1-5', dayOfMonth: '*', label: 'Every weekday', phrase: weekday[0] };
  const week = /\b(?:every\s+week|weekly)\b/i.exec(text);
  if (week) return { days: '1', dayOfMonth: '*', label: 'Every Monday', phrase: week[0] };
  const month = /\b(?:every\s+month|monthly)\b/i.exec(text);
  if (month) return { days: '*', dayOfMonth: '1', label: 'On the 1st of every month', phrase: month[0] };
  const day = /\b(?:every|each)\s+(?:day|morning|afternoon|evening|night)\b|\bdaily\b|\bnightly\b/i.exec(text);
  if (day) return { days: '*', dayOfMonth: '*', label: 'Every day', phrase: day[0] };
  return null;
}

function scheduleOf(text: string): ScheduleFound | null {
  const interval = everyInterval(text);
  if (interval) return interval;
  const days = daysOf(text);
  const time = timeOf(text);
  if (!days && !time) return null;
  const part = /\b(morning|afternoon|evening|night)s?\b/i.exec(text)?.[1]?.toLowerCase();
  const hour = time?.hour ?? partsOfDay[part ?? 'morning']!;
  const minute = time?.minute ?? 0;
  const when = `at ${twoDigits(hour)}:${twoDigits(minute)} (UTC)`;
  const daysLabel = days?.label ?? 'Every day';
  return {
    cron: `${minute} ${hour} ${days?.dayOfMonth ?? '*'} * ${days?.days ?? '*'}`,
    label: `${daysLabel} ${when}`,
    phrases: [days?.phrase, time?.phrase].filter((phrase): phrase is string => Boolean(phrase)),
  };
}

const trimmedValue = (value: string) => value.replace(/[.,;:!?)\]]+$/, '');

export function sentenceValues(sentence: string): SentenceValues {
  let rest = sentence;
  const take = (pattern: RegExp, group = 0) => {
    const found = [...rest.matchAll(pattern)].map((match) => trimmedValue(match[group]!));
    rest = rest.replace(pattern, ' ');
    return found;
  };
  const urls = take(urlPattern);
  const emails = take(emailPattern);
  const selectors = [...take(quotedSelectorPattern, 1), ...take(bareSelectorPattern, 1)];
  let webhook = false;
  for (const pattern of webhookPatterns) {
    if (rest.search(pattern) >= 0) webhook = true;
    rest = rest.replace(pattern, ' ');
  }
  const found = scheduleOf(rest);
  for (const phrase of found?.phrases ?? []) rest = rest.replace(phrase, ' ');
  const schedule = found ? { cron: found.cron, label: found.label } : null;
  return { webhook, schedule, urls, emails, selectors, rest: rest.replace(/\s+/g, ' ').trim() };
}
