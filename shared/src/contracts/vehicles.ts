import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema, sortQuery, surveyFyParamSchema } from './common';
import { VEHICLE_SORT_KEYS } from './constants';

export * from './vehicle-fuels';
import type { FuelType } from './vehicle-fuels';
import { FUEL_CO2_KG_PER_UNIT, FUEL_TYPES } from './vehicle-fuels';

/**
 * One company vehicle of an office in a survey year (fleet, Scope 1). `(survey_fy, registration_number)` is the
 * key; an upload replaces the vehicles of the survey years it contains, so a corrected file can be uploaded again.
 */
export const vehicleSchema = z
  .object({
    id: z.number().int(),
    survey_fy: z.number().int().describe('調査年度'),
    office_code: z.string().describe('事業所コード（その年度の事業所）'),
    office_name: z.string().nullable().describe('事業所名'),
    registration_number: z.string().describe('登録番号（ナンバープレート）'),
    vehicle_type: z.string().describe('車種'),
    fuel_type: z.enum(FUEL_TYPES).describe('燃料種別'),
    fuel_used: z.number().describe('燃料使用量（L、電気はkWh）'),
    distance: z.number().nullable().describe('走行距離（km）'),
    emissions: z.number().describe('CO2排出量（t-CO2）＝燃料使用量×排出係数÷1000'),
  })
  .describe('車両（Scope 1 社用車）');
export type Vehicle = z.infer<typeof vehicleSchema>;
/** A vehicle as stored and uploaded: the answer without its id, its office's name and the emissions worked out. */
export type VehicleRecord = Omit<Vehicle, 'id' | 'office_name' | 'emissions'>;

export const vehicleListQuerySchema = pageQuerySchema.extend({
  ...sortQuery(VEHICLE_SORT_KEYS),
  survey_fy: surveyFyParamSchema,
  office_code: z.string().max(8).optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;
export const vehicleExportQuerySchema = vehicleListQuerySchema.pick({ survey_fy: true, office_code: true });
export const vehicleListResponseSchema = pageInfoSchema.extend({
  vehicles: z.array(vehicleSchema),
  total_emissions: z.number().describe('条件に合う車両のCO2排出量合計（t-CO2）'),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

/** t-CO2 of a vehicle's fuel, rounded to kg. */
export const vehicleEmissions = (fuelType: FuelType, fuelUsed: number): number =>
  Math.round(fuelUsed * FUEL_CO2_KG_PER_UNIT[fuelType]) / 1000;
