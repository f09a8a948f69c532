import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Aoife, Cian')).toBe('"Aoife, Cian"');
    expect(csvCell('the "good" table')).toBe('"the ""good"" table"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4)).toBe('4');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+353 1 234')).toBe("'+353 1 234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'c,d'],
      ]),
    ).toBe('a,b\r\n1,"c,d"\r\n');
  });
});
