/** Server errors of a list, by row: "conditions.2.values" → {2: message}. */
export const rowErrors = (details: Record<string, string[]>, list: string) => {
  const out: Record<number, string> = {};
  for (const [key, messages] of Object.entries(details)) {
    const m = new RegExp(`^${list}\\.(\\d+)\\.(\\w+)$`).exec(key);
    if (m) out[Number(m[1])] = `${m[2]?.replace(/_/g, ' ') ?? ''} ${messages[0] ?? ''}`.trim();
  }
  return out;
};
