import { describe, expect, it } from 'vitest';
import { reshapeProfile } from '@/lib/server/data/reshape';

/** The profile page's view of profile/details: masked before anything renders it. */
const aarav = {
  id: '1',
  clientId: 'C1000001',
  firstname: 'Aarav',
  surname: 'Sharma',
  primaryMobileNo: '9876543210',
  emailId: 'aarav.sharma@example.com',
  alternateEmailId: null,
  permanentAddress: '12 MG Road, Mumbai 400050',
  mailingAddress: ' ',
  goGreenFlag: 'N',
  title: 'Mr.',
  middleName: null,
  dateOfBirth: '15/08/1985',
  gender: 'male' as const,
  aadhaarLast4: null,
  maskedPan: 'XXXXXX234F',
  panVerified: true,
  kycStatus: 'PENDING' as const,
};

describe('reshapeProfile', () => {
  it('masks every identifier and names the customer in full', () => {
    expect(reshapeProfile(aarav)).toEqual({
      fullName: 'Mr. Aarav Sharma',
      dateOfBirth: '1985-08-15',
      gender: 'male',
      mobile: '9876XXXX10',
      email: 'aaXXXXXXXXXX@example.com',
      alternateEmail: null,
      permanentAddress: '12 MG Road, Mumbai 400050',
      correspondenceAddress: null,
      aadhaar: null,
      pan: 'XXXXXX234F',
      panVerified: true,
      goGreen: false,
      kycStatus: 'PENDING',
    });
  });

  it('never carries the unmasked mobile or email', () => {
    const text = JSON.stringify(reshapeProfile({ ...aarav, alternateEmailId: 'aarav@work.example', aadhaarLast4: '0124' }));
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('aarav.sharma@');
    expect(text).not.toContain('aarav@work');
    expect(text).toContain('XXXX XXXX 0124');
  });

  it('reads an older core without the new fields', () => {
    const { title, middleName, dateOfBirth, gender, aadhaarLast4, maskedPan, panVerified, kycStatus, ...older } = aarav;
    void [title, middleName, dateOfBirth, gender, aadhaarLast4, maskedPan, panVerified, kycStatus];
    expect(reshapeProfile({ ...older, goGreenFlag: 'Y', middleName: undefined })).toMatchObject({
      fullName: 'Aarav Sharma',
      dateOfBirth: null,
      gender: null,
      pan: null,
      panVerified: false,
      kycStatus: null,
      goGreen: true,
    });
  });
});
