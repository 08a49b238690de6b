// The part of pdfmake 0.3's document definition the reports use. @types/pdfmake is not used: it
// pulls the DOM library into the whole server program, which changes Node's own types (Headers).

export type Margins = number | [number, number] | [number, number, number, number];

export type Style = {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fillColor?: string;
  lineHeight?: number;
  alignment?: 'left' | 'right' | 'center' | 'justify';
  margin?: Margins;
};

export type TableLayout = {
  fillColor?: (rowIndex: number, node: unknown, columnIndex: number) => string | null;
  hLineWidth?: (rowIndex: number) => number;
  vLineWidth?: (columnIndex: number) => number;
  hLineColor?: (rowIndex: number) => string;
  vLineColor?: (columnIndex: number) => string;
  paddingLeft?: (columnIndex: number) => number;
  paddingRight?: (columnIndex: number) => number;
  paddingTop?: (rowIndex: number) => number;
  paddingBottom?: (rowIndex: number) => number;
};

export type Width = number | '*' | 'auto' | `${number}%`;

type Node = Style & {
  style?: string | string[];
  pageBreak?: 'before' | 'after';
  unbreakable?: boolean;
  width?: Width;
  text?: string | Content[];
  stack?: Content[];
  columns?: Content[];
  columnGap?: number;
  image?: string;
  fit?: [number, number];
  table?: {
    headerRows?: number;
    dontBreakRows?: boolean;
    keepWithHeaderRows?: number;
    widths?: Width[];
    body: Content[][];
  };
  layout?: TableLayout | 'noBorders';
  ul?: Content[];
};

export type Content = string | Content[] | Node;

export type DocumentDefinition = {
  pageSize: 'A4';
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: Margins;
  info: {
    title: string;
    subject?: string;
    creator?: string;
    producer?: string;
    creationDate?: Date;
  };
  defaultStyle: Style;
  styles: Record<string, Style>;
  footer: (currentPage: number, pageCount: number) => Content;
  images: Record<string, string>;
  content: Content[];
};

/** pdfmake's shared instance on Node (`require('pdfmake')`), as far as the reports call it. */
export type PdfMake = {
  setFonts: (
    fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>,
  ) => void;
  setUrlAccessPolicy: (allow: (url: string) => boolean) => void;
  setLocalAccessPolicy: (allow: (path: string) => boolean) => void;
  createPdf: (definition: DocumentDefinition) => { getBuffer: () => Promise<Buffer> };
};
