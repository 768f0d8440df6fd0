/**
 * Egypt's banks in English, by the short code an installments provider gives a bank (decision 046).
 * A provider may name a plan's bank in Arabic only; an English page shows this name for a code it
 * knows, and the provider's own name otherwise. The codes of the banks the product names come first.
 */
const englishNames: Record<string, string> = {
  CIB: 'Commercial International Bank (CIB)',
  ALEX: 'Bank of Alexandria',
  NBE: 'National Bank of Egypt',
  MISR: 'Banque Misr',
  QNB: 'QNB',
  MASHREQ: 'Mashreq',
  AAIB: 'Arab African International Bank',
  BDC: 'Banque du Caire',
  HSBC: 'HSBC Egypt',
  ADIB: 'Abu Dhabi Islamic Bank',
  ADCB: 'Abu Dhabi Commercial Bank',
  FAB: 'First Abu Dhabi Bank',
  ENBD: 'Emirates NBD',
  NBK: 'National Bank of Kuwait',
  ABK: 'Al Ahli Bank of Kuwait',
  CAE: 'Crédit Agricole Egypt',
  EGB: 'Egyptian Gulf Bank',
  SAIB: 'Société Arabe Internationale de Banque',
  AIB: 'Arab International Bank',
  HDB: 'Housing and Development Bank',
  AUB: 'Ahli United Bank',
  ARAB: 'Arab Bank',
  FAISAL: 'Faisal Islamic Bank of Egypt',
  BARAKA: 'Al Baraka Bank Egypt',
  UB: 'The United Bank',
  ATTIJARI: 'Attijariwafa Bank Egypt',
};

/** A bank's English name by its code (any case), or null when the code is not one of these. */
export const englishBankName = (code: string | null | undefined): string | null =>
  code ? (englishNames[code.trim().toUpperCase()] ?? null) : null;
