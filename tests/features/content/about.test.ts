import { describe, expect, it } from 'vitest';
import { jobs } from '@/features/careers/jobs';
import { RATING_MAX } from '@/features/content/testimonials';
import {
  amenities,
  callbackPromise,
  faqs,
  teamMembers,
  testimonials,
} from '@tests/test-utils/englishContent';

describe('the hard-coded content and its constants', () => {
  it('has the six positions, all Full-Time in Bhubaneswar, each with a description', () => {
    expect(jobs.map((job) => job.role)).toEqual([
      'Digital Marketing Associate',
      'Marketing Manager',
      'Business Development Executive',
      'Telecaller',
      'HR Generalist',
      'Project Coordinator',
    ]);
    for (const job of jobs) {
      expect(job).toEqual({
        role: job.role,
        location: 'Bhubaneswar',
        type: 'Full-Time',
        job_desc: job.job_desc,
      });
      expect(job.job_desc.length).toBeGreaterThan(60);
    }
  });

  it('has four team members with ids, names, roles and their portraits', () => {
    expect(teamMembers).toHaveLength(4);
    teamMembers.forEach((member, index) => {
      expect(member.id).toBe(index + 1);
      expect(member.name).not.toBe('');
      expect(member.role).not.toBe('');
      expect(member.image).toBe(`/images/team/member-${index + 1}.svg`);
    });
  });

  it('has the eight amenities by name, each with its own icon', () => {
    expect(amenities.map((amenity) => amenity.name)).toEqual([
      'Parking',
      'Swimming Pool',
      'Security',
      'Medical Centre',
      'Library',
      'King Size Beds',
      'Smart Homes',
      'Kids Playland',
    ]);
    expect(amenities.map((amenity) => amenity.icon)).toEqual(
      [
        'parking',
        'swimming-pool',
        'security',
        'medical-centre',
        'library',
        'king-size-bed',
        'smart-home',
        'kids-playland',
      ].map((name) => `/images/amenities/${name}.svg`),
    );
  });

  it('has six testimonials rated 4 or 5 of 5, with every SPEC field', () => {
    expect(RATING_MAX).toBe(5);
    expect(testimonials).toHaveLength(6);
    testimonials.forEach((entry, index) => {
      expect([4, 5]).toContain(entry.rating);
      expect(['male', 'female']).toContain(entry.gender);
      expect(entry.img_url).toBe(`/images/people/person-${index + 1}.svg`);
      for (const field of [entry.name, entry.designation, entry.msg]) expect(field.trim()).not.toBe('');
    });
  });

  it('has eight questions, the first one being the call-back promise', () => {
    expect(faqs).toHaveLength(8);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(8);
    expect(faqs[0]?.answer).toBe(callbackPromise);
    expect(callbackPromise).toBe(
      'Send us an enquiry between 9 am and 10 pm and we will call you back within 15 minutes. Enquiries sent at any other time get a call back the next day.',
    );
  });
});
