/** The demo backend's one administrator, shown on the login page in demo mode only. */
export const DEMO_CREDENTIALS = { phoneNo: '9876543210', password: 'demo1234' } as const;
