// Employment occupations (doc 2 §3.9 "Occupation: 14 values"). The spec shows no values: these 14 are the
// product's own (chosen), broad groups in the style of the UK standard occupational classification.
import type { Option } from './fields/fieldTypes';

export const OCCUPATIONS: readonly Option[] = [
  { value: 'Manager or director', label: 'Manager, director or senior official' },
  { value: 'Professional', label: 'Professional (for example doctor, teacher, lawyer, engineer)' },
  { value: 'Associate professional', label: 'Associate professional or technical' },
  { value: 'Administrative', label: 'Administrative or secretarial' },
  { value: 'Skilled trade', label: 'Skilled trade (for example electrician, plumber, chef)' },
  { value: 'Caring and leisure', label: 'Caring, leisure or other service' },
  { value: 'Sales and customer service', label: 'Sales or customer service' },
  { value: 'Process and machine operative', label: 'Process, plant or machine operative' },
  { value: 'Driver', label: 'Driver or transport operative' },
  { value: 'Elementary', label: 'Elementary occupation (for example cleaner, labourer)' },
  { value: 'Armed forces', label: 'Armed forces' },
  { value: 'Emergency services', label: 'Police, fire or ambulance service' },
  { value: 'Healthcare', label: 'Nurse, midwife or other healthcare worker' },
  { value: 'Other', label: 'Other' },
];

export function findOccupation(value: string | undefined): Option | undefined {
  return OCCUPATIONS.find((occupation) => occupation.value === value);
}
