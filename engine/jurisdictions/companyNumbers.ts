/** Whether a CNPJ (Brazil's company register number, 14 digits, punctuation allowed) has valid check digits. */
export function isValidCnpj(text: string): boolean {
  if (!/^[0-9./-]+$/.test(text)) return false;
  const digits = text.replace(/[./-]/g, '');
  // Fourteen equal digits pass the arithmetic but are no company's number.
  if (!/^[0-9]{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const checkDigit = (base: string): number => {
    let weight = base.length - 7;
    let sum = 0;
    for (const d of base) {
      sum += Number(d) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit(digits.slice(0, 12) + String(first));
  return digits.endsWith(`${first}${second}`);
}
