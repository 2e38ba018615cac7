/**
 * A save as an admin form takes it: true once the backend has it, false when it failed. The
 * mutation's hook has already said why in a toast, so the form only decides whether to move on
 * (and keeps what was typed when it may not).
 */
export async function savedOrNot(save: Promise<unknown>): Promise<boolean> {
  try {
    await save;
    return true;
  } catch {
    return false;
  }
}
