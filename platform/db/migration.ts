// One migration of the platform database: the type each family's migrations file declares its own with, apart from
// the ordered list (migrations.ts), so the list imports the families and no family imports the list.
export interface Migration {
  id: number;
  name: string;
  statements: readonly string[];
}
