import {
  EQUIPMENT_CLASSES,
  type EquipmentClass,
  PART_ONE_TABLES,
  type PartOneRow,
  type ReportVariant,
} from '@keelson/domain';
import { dataTable, heading } from './pdf-blocks.ts';
import type { Content, Width } from './pdfmake-types.ts';

// Tables I-1, I-2 and I-3 of the Inventory Part I, laid out as MEPC.379(80) Appendix 2 shows them:
// I-1 names the paint next to its application; I-2 and I-3 list the parts where used after the
// materials. The IHM report prints them, and the maintenance report prints them as updated.

type Column = { header: string; width: Width; value: (row: PartOneRow) => string };

const no: Column = { header: 'No.', width: 26, value: (row) => row.no };
const location: Column = { header: 'Location', width: 70, value: (row) => row.location };
const quantity: Column = { header: 'Approximate quantity', width: 52, value: (row) => row.quantity };
const remarks: Column = { header: 'Remarks', width: '*', value: (row) => row.remarks };
const parts: Column = { header: 'Parts where used', width: 70, value: (row) => row.parts };

function materials(variant: ReportVariant): Column {
  const list = variant.endsWith('eu') ? 'EU SRR Annexes I and II' : 'Appendix 1';
  return { header: `Materials (${list})`, width: 90, value: (row) => row.material };
}

function columnsOf(table: EquipmentClass, variant: ReportVariant): Column[] {
  switch (table) {
    case 'i1':
      return [
        no,
        { header: 'Application of paint', width: '*', value: (row) => row.name },
        { header: 'Name of paint', width: 70, value: (row) => row.parts },
        location,
        materials(variant),
        quantity,
        remarks,
      ];
    case 'i2':
      return [
        no,
        { header: 'Name of equipment and machinery', width: '*', value: (row) => row.name },
        location,
        materials(variant),
        parts,
        quantity,
        remarks,
      ];
    case 'i3':
      return [
        no,
        { header: 'Structural element', width: '*', value: (row) => row.name },
        location,
        materials(variant),
        parts,
        quantity,
        remarks,
      ];
  }
}

/** One Part I table under its title from PART_ONE_TABLES; "No items listed." when it has no rows. */
function partOneTable(table: EquipmentClass, rows: readonly PartOneRow[], variant: ReportVariant): Content[] {
  const columns = columnsOf(table, variant);
  return [
    heading(PART_ONE_TABLES[table], 2),
    dataTable({
      headers: columns.map((column) => column.header),
      widths: columns.map((column) => column.width),
      rows: rows.map((row) => columns.map((column) => column.value(row))),
    }),
  ];
}

/** The three tables in their order, under the Part I heading. */
export function partOneSection(
  tables: Readonly<Record<EquipmentClass, readonly PartOneRow[]>>,
  variant: ReportVariant,
  title = 'Inventory of Hazardous Materials — Part I',
): Content[] {
  return [
    heading(title, 1, { pageBreak: true }),
    ...EQUIPMENT_CLASSES.flatMap((table) => partOneTable(table, tables[table] ?? [], variant)),
  ];
}
