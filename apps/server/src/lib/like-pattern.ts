/** A LIKE/ILIKE pattern that finds `text` anywhere: its own %, _ and \ match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
