import { vehicleEmissions, type FuelType } from '@sdp/shared/contracts';
import { VEHICLE_CSV, type VehicleCsvRow } from '@sdp/shared/domain';
import type { UploadTarget } from '../../csv/upload/upload-target';
import { vehicleWarnings } from './vehicle-quality';

/** A vehicle upload replaces the vehicles of the years it contains; a registration number is the key. */
export const VEHICLE_UPLOAD: UploadTarget<VehicleCsvRow> = {
  entity: 'vehicle',
  definition: VEHICLE_CSV,
  table: 'vehicles',
  staging: 'csv_staging_vehicles',
  values: ['office_code', 'vehicle_type', 'fuel_type', 'fuel_used', 'distance', 'emissions'],
  computed: (record) => ({ emissions: vehicleEmissions(record.fuel_type as FuelType, record.fuel_used) }),
  scope: (row) => [{ field: 'office_code', entity: 'office', code: row.office_code }],
  quality: vehicleWarnings,
  versioned: true,
  userColumns: ['created_user_id', 'updated_user_id'],
};
