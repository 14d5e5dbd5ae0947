/** navigator.clipboard exists only in secure contexts (https, localhost): then this rejects. */
export const copyText = (value: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(value) : Promise.reject(new Error('no clipboard'));
