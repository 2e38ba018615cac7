import { describe, expect, it } from 'vitest';
import {
  isEmptyProject,
  parkingText,
  projectName,
  projectPriceText,
  projectSummary,
} from '@/features/projects/components/format';
import { projectSchema } from '@/features/projects/schema';

const project = projectSchema.parse({
  _id: 'p-1',
  projectName: 'Kalinga Heights',
  projectType: 'Simplex',
  projectStatus: 'Finished',
  location: 'Chandrasekharpur, Bhubaneswar',
  yearOfCompletion: 2024,
  description: 'Two towers on Nandankanan Road.',
});

describe('projectPriceText', () => {
  it.each([
    ['Call For Price', 'Call For Price'],
    ['On Request', 'On Request'],
    ['Fixed Price', 'Fixed Price'],
    ['  on request ', 'On Request'],
    ['CALL FOR PRICE', 'Call For Price'],
  ])('reads %j as the record says: %j', (stored, shown) => {
    expect(projectPriceText(stored)).toBe(shown);
  });

  it.each(['', '   ', '4500000', '45,00,000', '₹ 45 lakh', 'Negotiable'])(
    'never shows a number or unknown text: %j reads Call For Price',
    (stored) => {
      expect(projectPriceText(stored)).toBe('Call For Price');
    },
  );
});

describe('parkingText', () => {
  it('reads Yes and No in words and keeps other text', () => {
    expect(parkingText('Yes')).toBe('Available');
    expect(parkingText(' no ')).toBe('Not available');
    expect(parkingText('Stilt parking ')).toBe('Stilt parking');
    expect(parkingText('')).toBe('');
  });
});

describe('projectName and isEmptyProject', () => {
  it('names a project without a name, and tells an empty answer from a record', () => {
    expect(projectName(project)).toBe('Kalinga Heights');
    expect(projectName({ ...project, projectName: '  ' })).toBe('Untitled project');
    expect(isEmptyProject(projectSchema.parse({}))).toBe(true);
    expect(isEmptyProject({ ...project, _id: '' })).toBe(false);
    expect(isEmptyProject({ ...project, projectName: '' })).toBe(false);
  });
});

describe('projectSummary', () => {
  it('says what, where, the public status with its year, and the description', () => {
    expect(projectSummary(project)).toBe(
      'Kalinga Heights: a Simplex project by Kalinga Habitats in Chandrasekharpur, Bhubaneswar. Completed in 2024. Two towers on Nandankanan Road.',
    );
  });

  it('leaves out what the record lacks', () => {
    expect(projectSummary(projectSchema.parse({ projectName: 'Bare' }))).toBe(
      'Bare: a project by Kalinga Habitats in Bhubaneswar.',
    );
    expect(projectSummary({ ...project, projectStatus: 'Upcoming', yearOfCompletion: 2028 })).toContain(
      'Upcoming, due in 2028.',
    );
  });
});
