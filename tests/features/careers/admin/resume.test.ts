import { describe, expect, it } from 'vitest';
import { resumeFileName, resumeKind, resumeUrl, truncateText } from '@/features/careers/admin/resume';

describe('resumeKind', () => {
  it.each([
    ['https://files.example.com/a/resume.pdf', 'pdf'],
    ['https://files.example.com/a/RESUME.PDF?download=1#page=2', 'pdf'],
    ['/images/demo/resume-1.pdf', 'pdf'],
    ['https://files.example.com/scan.png', 'image'],
    ['https://files.example.com/scan.JPeG', 'image'],
    ['https://files.example.com/scan.jpg?w=200', 'image'],
    ['https://files.example.com/scan.webp', 'image'],
    ['https://files.example.com/resume.docx', 'other'],
    ['https://files.example.com/resume', 'other'],
    ['https://files.example.com/folder.pdf/resume', 'other'],
    ['', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(resumeKind(url)).toBe(kind);
  });
});

describe('resumeFileName', () => {
  it('names the file after the applicant, with the extension its bytes showed', () => {
    expect(resumeFileName('Asha Das', 'pdf')).toBe('Asha-Das-resume.pdf');
    expect(resumeFileName('  Ravi  K. Sahu ', 'png')).toBe('Ravi-K-Sahu-resume.png');
    expect(resumeFileName('ସୁଭମ ନାୟକ', 'pdf')).toBe('ସୁଭମ-ନାୟକ-resume.pdf');
    expect(resumeFileName('', 'jpg')).toBe('applicant-resume.jpg');
  });
});

describe('resumeUrl', () => {
  it('allows http(s) only', () => {
    expect(resumeUrl('https://files.example.com/r.pdf')).toBe('https://files.example.com/r.pdf');
    expect(resumeUrl('javascript:alert(1)')).toBeUndefined();
    expect(resumeUrl('data:application/pdf;base64,AAAA')).toBeUndefined();
    expect(resumeUrl('')).toBeUndefined();
  });
});

describe('truncateText', () => {
  it('leaves short text alone, with spaces tidied', () => {
    expect(truncateText('  Short   letter ', 60)).toEqual({ text: 'Short letter', cut: false });
    expect(truncateText('x'.repeat(60), 60)).toEqual({ text: 'x'.repeat(60), cut: false });
  });

  it('cuts long text at a word boundary and adds an ellipsis', () => {
    const { text, cut } = truncateText('one two three four five six seven eight nine ten', 20);
    expect(cut).toBe(true);
    expect(text).toBe('one two three four…');
  });

  it('cuts a long word in the middle when there is no space near the end', () => {
    expect(truncateText('a'.repeat(100), 10)).toEqual({ text: `${'a'.repeat(10)}…`, cut: true });
  });
});
