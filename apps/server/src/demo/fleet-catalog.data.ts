// The fleet's catalog as data: categories with their relevancy, IMPA-coded articles, suppliers
// and ship names, all written for the demo and the benchmark (invented, nothing fetched).

export type Relevancy = 'relevant' | 'additional' | 'not_relevant';

export const FLEET_CATEGORIES: readonly {
  key: string;
  name: string;
  relevancy: Relevancy;
  description: string;
}[] = [
  {
    key: 'gaskets',
    name: 'Gaskets and packings',
    relevancy: 'relevant',
    description: 'Jointing sheets, gland packings, O-rings',
  },
  {
    key: 'paints',
    name: 'Paints and coatings',
    relevancy: 'relevant',
    description: 'Primers, antifouling, topcoats, thinners',
  },
  {
    key: 'insulation',
    name: 'Insulation materials',
    relevancy: 'relevant',
    description: 'Pipe lagging, mats, fire-proof boards',
  },
  {
    key: 'valves',
    name: 'Valves and pipe fittings',
    relevancy: 'relevant',
    description: 'Valves, flanges, couplings',
  },
  {
    key: 'refrigerants',
    name: 'Refrigerants and gases',
    relevancy: 'relevant',
    description: 'Refrigerants, extinguishing gases',
  },
  {
    key: 'engine',
    name: 'Engine spares',
    relevancy: 'relevant',
    description: 'Main and auxiliary engine parts',
  },
  {
    key: 'cables',
    name: 'Electrical cables',
    relevancy: 'additional',
    description: 'Power, signal and instrument cables',
  },
  {
    key: 'lighting',
    name: 'Lamps and lighting',
    relevancy: 'additional',
    description: 'Lamps, fittings, navigation lights',
  },
  { key: 'batteries', name: 'Batteries', relevancy: 'additional', description: 'Dry cells and accumulators' },
  {
    key: 'chemicals',
    name: 'Cleaning chemicals',
    relevancy: 'additional',
    description: 'Degreasers, descalers, detergents',
  },
  { key: 'provisions', name: 'Provisions', relevancy: 'not_relevant', description: 'Food and beverages' },
  {
    key: 'stationery',
    name: 'Stationery',
    relevancy: 'not_relevant',
    description: 'Paper, pens, office supplies',
  },
  {
    key: 'galley',
    name: 'Cabin and galley stores',
    relevancy: 'not_relevant',
    description: 'Linen, tableware, toiletries',
  },
  {
    key: 'ropes',
    name: 'Ropes and mooring',
    relevancy: 'not_relevant',
    description: 'Mooring lines, hawsers, twine',
  },
  {
    key: 'safety',
    name: 'Safety and protective gear',
    relevancy: 'not_relevant',
    description: 'Gloves, helmets, coveralls',
  },
];

type ArticleSpec = readonly [impa: string, name: string, category: string, unit: string];

/** Invented IMPA-style codes and names: plausible, not taken from the IMPA catalogue. */
export const FLEET_ARTICLES: readonly ArticleSpec[] = [
  ['331101', 'Gasket sheet, non-asbestos, 1.5 mm', 'gaskets', 'sht'],
  ['331102', 'Gasket sheet, graphite, 2 mm', 'gaskets', 'sht'],
  ['331215', 'Spiral wound gasket DN100 PN16', 'gaskets', 'pcs'],
  ['331340', 'Gland packing, PTFE, 10 mm', 'gaskets', 'kg'],
  ['331352', 'Gland packing, aramid, 12 mm', 'gaskets', 'kg'],
  ['331460', 'O-ring kit, nitrile, metric', 'gaskets', 'set'],
  ['332118', 'Cylinder head gasket, copper', 'gaskets', 'pcs'],
  ['450112', 'Epoxy primer, grey, 20 l', 'paints', 'ltr'],
  ['450145', 'Antifouling, self-polishing, red', 'paints', 'ltr'],
  ['450178', 'Polyurethane topcoat, white', 'paints', 'ltr'],
  ['450203', 'Deck paint, green, non-slip', 'paints', 'ltr'],
  ['450231', 'Heat-resistant aluminium paint', 'paints', 'ltr'],
  ['450266', 'Zinc silicate shop primer', 'paints', 'ltr'],
  ['450302', 'Thinner for epoxy coatings', 'paints', 'ltr'],
  ['450355', 'Red lead anticorrosive primer', 'paints', 'ltr'],
  ['471105', 'Pipe lagging, mineral wool, 50 mm', 'insulation', 'm'],
  ['471120', 'Insulation mat, ceramic fibre', 'insulation', 'm2'],
  ['471144', 'Fire-proof board, calcium silicate', 'insulation', 'pcs'],
  ['471162', 'Exhaust insulation blanket', 'insulation', 'pcs'],
  ['352010', 'Globe valve, bronze, DN25', 'valves', 'pcs'],
  ['352034', 'Butterfly valve, DN150, EPDM seat', 'valves', 'pcs'],
  ['352071', 'Ball valve, stainless, DN15', 'valves', 'pcs'],
  ['353112', 'Flange, slip-on, DN80 PN16', 'valves', 'pcs'],
  ['353140', 'Pipe coupling, repair clamp DN50', 'valves', 'pcs'],
  ['654201', 'Refrigerant R-407C, 11.3 kg cylinder', 'refrigerants', 'pcs'],
  ['654215', 'Refrigerant R-134a, 13.6 kg cylinder', 'refrigerants', 'pcs'],
  ['654238', 'CO2 cylinder refill, 45 kg', 'refrigerants', 'pcs'],
  ['811004', 'Fuel injector nozzle, auxiliary engine', 'engine', 'pcs'],
  ['811027', 'Piston ring set, main engine', 'engine', 'set'],
  ['811055', 'Turbocharger bearing kit', 'engine', 'set'],
  ['811083', 'Cylinder liner seal ring', 'engine', 'pcs'],
  ['811110', 'Exhaust valve spindle', 'engine', 'pcs'],
  ['792101', 'Cable, power, 3x2.5 mm², halogen-free', 'cables', 'm'],
  ['792134', 'Cable, instrument, 2x0.75 mm², shielded', 'cables', 'm'],
  ['792168', 'Cable, armoured, 4x16 mm²', 'cables', 'm'],
  ['792190', 'Cable tie, stainless, 300 mm', 'cables', 'pkt'],
  ['793012', 'Fluorescent tube, 36 W, marine', 'lighting', 'pcs'],
  ['793045', 'LED floodlight, 100 W, IP67', 'lighting', 'pcs'],
  ['793078', 'Navigation light bulb, 65 W', 'lighting', 'pcs'],
  ['793120', 'Mercury vapour lamp, 250 W', 'lighting', 'pcs'],
  ['794011', 'Battery, alkaline, AA', 'batteries', 'pcs'],
  ['794036', 'Battery, lead-acid, 12 V 200 Ah', 'batteries', 'pcs'],
  ['794059', 'Battery, lithium, EPIRB replacement', 'batteries', 'pcs'],
  ['550104', 'Degreaser, water-based, 25 l', 'chemicals', 'ltr'],
  ['550127', 'Descaler for heat exchangers', 'chemicals', 'ltr'],
  ['550153', 'Deck cleaner, alkaline', 'chemicals', 'ltr'],
  ['000114', 'Coffee, ground, 1 kg', 'provisions', 'kg'],
  ['000152', 'Rice, long grain, 25 kg', 'provisions', 'bag'],
  ['000187', 'Mineral water, 1.5 l', 'provisions', 'btl'],
  ['000215', 'Flour, wheat, 25 kg', 'provisions', 'bag'],
  ['470110', 'Copy paper, A4, 80 g', 'stationery', 'pkt'],
  ['470143', 'Ballpoint pen, blue', 'stationery', 'pcs'],
  ['470176', 'Logbook, engine room', 'stationery', 'pcs'],
  ['150201', 'Bed sheet, cotton, white', 'galley', 'pcs'],
  ['170310', 'Hand soap, liquid, 5 l', 'galley', 'ltr'],
  ['190122', 'Dinner plate, porcelain', 'galley', 'pcs'],
  ['210155', 'Mooring rope, polypropylene, 64 mm', 'ropes', 'm'],
  ['210178', 'Heaving line, 30 m', 'ropes', 'pcs'],
  ['310104', 'Safety helmet, white', 'safety', 'pcs'],
  ['310139', 'Work gloves, leather', 'safety', 'pair'],
  ['310166', 'Coverall, flame-retardant, size L', 'safety', 'pcs'],
];

export const FLEET_SUPPLIERS: readonly { name: string; emails: readonly string[] }[] = [
  { name: 'Hanse Marine Supply', emails: ['orders@hanse-marine.example.com'] },
  {
    name: 'Nordsee Ship Chandlers',
    emails: ['sales@nordsee-chandlers.example.com', 'ihm@nordsee-chandlers.example.com'],
  },
  { name: 'Baltic Coatings', emails: ['service@baltic-coatings.example.com'] },
  { name: 'Rotterdam Valve & Pipe', emails: ['info@rvp.example.com'] },
  { name: 'Piraeus Engine Parts', emails: ['parts@piraeus-engine.example.com'] },
  { name: 'Singapore Electrical Marine', emails: ['quotes@sg-electrical.example.com'] },
  { name: 'Gdansk Insulation Works', emails: ['office@gdansk-insulation.example.com'] },
  { name: 'Atlantic Provisions', emails: ['orders@atlantic-provisions.example.com'] },
];

/** Which suppliers sell which categories (indexes into FLEET_SUPPLIERS). */
export const SUPPLIERS_BY_CATEGORY: Record<string, readonly number[]> = {
  gaskets: [0, 1, 3],
  paints: [2, 1],
  insulation: [6, 0],
  valves: [3, 0],
  refrigerants: [1, 5],
  engine: [4, 0],
  cables: [5, 1],
  lighting: [5, 1],
  batteries: [5, 0],
  chemicals: [1, 0],
  provisions: [7],
  stationery: [7, 1],
  galley: [7, 1],
  ropes: [0, 1],
  safety: [0, 1],
};

export const VESSEL_NAMES = [
  'MV Nordlicht',
  'MV Aurora Borealis',
  'MV Seewind',
  'MT Elbe Trader',
  'MV Kapitän Hansen',
  'MT Weser Star',
  'MV Baltic Dawn',
  'MV Skagerrak',
];
