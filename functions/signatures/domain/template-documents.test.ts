import { templateBlocks } from './template-documents';

const CASE = { clientName: 'Amélie Tremblay', caseNumber: 'IMM-2026-0042', caseName: 'Work permit' };
const NOW = new Date('2026-11-28T02:00:00.000Z');

describe('a document made from the service agreement template', () => {
  it('fills in the case, the firm, the day and the fees in English, its title naming the case number', () => {
    const { title, blocks } = templateBlocks({ templateId: 'retainer', language: 'en', fields: { fees: '$2,500 plus taxes' } }, CASE, 'Tremblay Immigration', NOW);
    const text = blocks.map((block) => block.text).join('\n');
    expect(title).toBe('Service agreement IMM-2026-0042');
    expect(blocks[0]).toEqual({ kind: 'heading', text: 'Service agreement' });
    expect(text).toContain('Between Tremblay Immigration (the firm) and Amélie Tremblay (the client), case Work permit, number IMM-2026-0042, on November 28, 2026.');
    expect(text).toContain('these professional fees: $2,500 plus taxes.');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('is written in French, headings apart from paragraphs', () => {
    const { title, blocks } = templateBlocks({ templateId: 'retainer', language: 'fr', fields: { fees: '2 500 $' } }, CASE, 'Tremblay Immigration', NOW);
    expect(title).toBe('Convention de services IMM-2026-0042');
    expect(blocks).toContainEqual({ kind: 'heading', text: '2. Honoraires' });
    expect(blocks.map((block) => block.text).join('\n')).toContain('le 28 novembre 2026');
  });
});
