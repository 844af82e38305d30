import { describe, expect, it } from 'vitest';
import {
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_HEADERS,
  cellName,
  columnLetters,
  importCellText,
  parseImportHours,
  splitSkillNames,
  staffImportColumnOf,
} from './staff-import';

describe('staffImportColumnOf', () => {
  it('reads the English and the Dutch template headers, in any case and spacing', () => {
    for (const column of STAFF_IMPORT_COLUMNS) {
      expect(staffImportColumnOf(STAFF_IMPORT_HEADERS.en[column])).toBe(column);
      expect(staffImportColumnOf(STAFF_IMPORT_HEADERS.nl[column].toUpperCase())).toBe(column);
    }
    expect(staffImportColumnOf('  contract_HOURS ')).toBe('contractHours');
    expect(staffImportColumnOf('\uFEFFNaam')).toBe('name');
    expect(staffImportColumnOf('Korte naam')).toBe('shortName');
    expect(staffImportColumnOf('E-mailadres')).toBe('email');
  });

  it('answers null for a column the import does not read', () => {
    expect(staffImportColumnOf('Status')).toBeNull();
    expect(staffImportColumnOf('')).toBeNull();
  });
});

describe('cell names', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 2, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'C',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(cellName(2, 4)).toBe('C4');
  });
});

describe('importCellText', () => {
  it('keeps a formula as text and drops only the apostrophe an export put before one', () => {
    expect(importCellText(' =SUM(A1:A2) ')).toBe('=SUM(A1:A2)');
    expect(importCellText('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(importCellText("'-5")).toBe('-5');
    expect(importCellText("'t Hart")).toBe("'t Hart");
  });
});

describe('splitSkillNames', () => {
  it('splits on ; and , and drops blanks and repeats', () => {
    expect(splitSkillNames(' Early; Late ,Night;;night ')).toEqual(['Early', 'Late', 'Night']);
    expect(splitSkillNames('  ')).toEqual([]);
  });
});

describe('parseImportHours', () => {
  it('reads a decimal point or comma', () => {
    expect(parseImportHours('36')).toBe(36);
    expect(parseImportHours('24.5')).toBe(24.5);
    expect(parseImportHours(' 24,75 ')).toBe(24.75);
  });

  it('refuses what is not a plain number', () => {
    for (const bad of ['', 'abc', '-4', '1.000,5', '36h', '=36', '1e2', '1234']) {
      expect(parseImportHours(bad), bad).toBeNull();
    }
  });
});
