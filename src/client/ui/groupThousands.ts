/** "10000" as "10,000": commas between groups of three digits, as Intl en-US writes them, without Intl. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');
