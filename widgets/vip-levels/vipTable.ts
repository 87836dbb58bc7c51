/** A rate in basis points as a percentage with up to 2 decimals ('0.4%'). */
export function formatBasisPoints(basisPoints: number, language: 'pt' | 'en'): string {
  const text = (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${language === 'pt' ? text.replace('.', ',') : text}%`;
}
