export const DEMO_CREDENTIALS = { phoneNo: '9876543210', password: 'demo1234' } as const;
