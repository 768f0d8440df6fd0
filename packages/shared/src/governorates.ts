/**
 * The 30 governorate values, with Arabic and English names
 * (docs/product/accounts.md#personal-details).
 */
export type Governorate = {
  id: number;
  key: string;
  ar: string;
  en: string;
  /** Kept valid for stored data, hidden from pickers because another value names the same place. */
  alias?: number;
  /**
   * Kept valid for stored data and shown by its name, but no longer offered: the place is now part
   * of another governorate (Helwan went back to Cairo in 2011; Giza city is in Giza).
   */
  partOf?: number;
};

export const governorates: readonly Governorate[] = [
  { id: 1, key: 'Cairo', ar: 'القاهرة', en: 'Cairo' },
  { id: 2, key: 'Alexandria', ar: 'الإسكندرية', en: 'Alexandria' },
  { id: 3, key: 'Giza', ar: 'الجيزة', en: 'Giza' },
  { id: 4, key: 'Dakahlia', ar: 'الدقهلية', en: 'Dakahlia' },
  { id: 5, key: 'Qalyubia', ar: 'القليوبية', en: 'Qalyubia' },
  { id: 6, key: 'Sharkia', ar: 'الشرقية', en: 'Sharkia' },
  { id: 7, key: 'Beheira', ar: 'البحيرة', en: 'Beheira' },
  { id: 8, key: 'Aswan', ar: 'أسوان', en: 'Aswan' },
  { id: 9, key: 'Asyut', ar: 'أسيوط', en: 'Asyut' },
  { id: 10, key: 'BeniSuef', ar: 'بني سويف', en: 'Beni Suef' },
  { id: 11, key: 'PortSaid', ar: 'بورسعيد', en: 'Port Said' },
  { id: 12, key: 'Suez', ar: 'السويس', en: 'Suez' },
  { id: 13, key: 'Minya', ar: 'المنيا', en: 'Minya' },
  { id: 14, key: 'Gharbia', ar: 'الغربية', en: 'Gharbia' },
  { id: 15, key: 'Ismailia', ar: 'الإسماعيلية', en: 'Ismailia' },
  { id: 16, key: 'KafrElSheikh', ar: 'كفر الشيخ', en: 'Kafr El Sheikh' },
  { id: 17, key: 'Matrouh', ar: 'مطروح', en: 'Matrouh' },
  { id: 18, key: 'RedSea', ar: 'البحر الأحمر', en: 'Red Sea' },
  { id: 19, key: 'Sohag', ar: 'سوهاج', en: 'Sohag' },
  { id: 20, key: 'Fayoum', ar: 'الفيوم', en: 'Fayoum' },
  { id: 21, key: 'Luxor', ar: 'الأقصر', en: 'Luxor' },
  { id: 22, key: 'Qena', ar: 'قنا', en: 'Qena' },
  { id: 23, key: 'NewValley', ar: 'الوادي الجديد', en: 'New Valley' },
  { id: 24, key: 'NorthSinai', ar: 'شمال سيناء', en: 'North Sinai' },
  { id: 25, key: 'SouthSinai', ar: 'جنوب سيناء', en: 'South Sinai' },
  { id: 26, key: 'Damietta', ar: 'دمياط', en: 'Damietta' },
  { id: 27, key: 'Monufia', ar: 'المنوفية', en: 'Monufia' },
  { id: 28, key: 'Minufiya', ar: 'المنوفية', en: 'Monufia', alias: 27 },
  { id: 29, key: 'Helwan', ar: 'حلوان', en: 'Helwan', partOf: 1 },
  { id: 30, key: 'GizaCity', ar: 'مدينة الجيزة', en: 'Giza City', partOf: 3 },
];

export const governorateIds = governorates.map((g) => g.id);
/** Governorates offered in pickers: Egypt's 27, without aliases or places now in another one. */
export const selectableGovernorates = governorates.filter(
  (g) => g.alias === undefined && g.partOf === undefined,
);
export const findGovernorate = (id: number | null | undefined): Governorate | undefined =>
  governorates.find((g) => g.id === id);
