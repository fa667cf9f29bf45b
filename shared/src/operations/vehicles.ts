import { pageRoles, type OperationTable } from './operation';

const VEHICLES = pageRoles('vehicle-vehicle-upload');

export const vehicleOperations = {
  listVehicles: { method: 'GET', path: '/cars', access: VEHICLES },
  exportVehicles: { method: 'GET', path: '/cars/export', access: VEHICLES },
  uploadVehicles: { method: 'POST', path: '/cars/upload', access: VEHICLES },
} as const satisfies OperationTable;
