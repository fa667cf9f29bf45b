import { vehicleEmissions, type FuelType, type Vehicle } from '@sdp/shared/contracts';
import type { VehicleCsvRow } from '@sdp/shared/domain';
import { listOffices } from './organizations';
import { registerStoreReset } from './registry';

let vehicles: Vehicle[] = [];
let nextId = 1;

registerStoreReset(() => {
  vehicles = [];
  nextId = 1;
});

export const listVehicles = (year: number): Vehicle[] => vehicles.filter((v) => v.survey_fy === year);

export const officeNameOf = (year: number, code: string): string | null | undefined =>
  listOffices(year).find((office) => office.office_code === code)?.office_name;

/** Same as the server: the upload replaces the vehicles of the survey years it contains. */
export function replaceVehicles(rows: readonly VehicleCsvRow[]): number {
  const years = new Set(rows.map((row) => row.survey_fy));
  vehicles = vehicles.filter((v) => !years.has(v.survey_fy));
  for (const row of rows) {
    const fuelType = row.fuel_type as FuelType;
    vehicles.push({
      id: nextId++,
      survey_fy: row.survey_fy,
      office_code: row.office_code,
      office_name: officeNameOf(row.survey_fy, row.office_code) ?? null,
      registration_number: row.registration_number,
      vehicle_type: row.vehicle_type,
      fuel_type: fuelType,
      fuel_used: row.fuel_used,
      distance: row.distance,
      emissions: vehicleEmissions(fuelType, row.fuel_used),
    });
  }
  return rows.length;
}
