// Plain constants (no zod): the vehicle CSV definition and the pages use them without bundling zod.

/** Fuel types of a company vehicle and the CO2 each litre (kWh for electric) emits, in kg (Scope 1). */
export const FUEL_TYPES = ['ガソリン', '軽油', 'LPG', 'ハイブリッド', '電気'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_CO2_KG_PER_UNIT: Readonly<Record<FuelType, number>> = {
  ガソリン: 2.32,
  軽油: 2.58,
  LPG: 1.68,
  ハイブリッド: 2.32,
  // Electricity is bought, so its emissions are Scope 2, not fleet Scope 1.
  電気: 0,
};
