/** Text to match literally inside a RegExp built from strings ("Halden & Rowe (UK)"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
