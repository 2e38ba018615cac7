// IndexedDB, not localStorage: signing out clears browser storage and must not wipe the demo data. Other tabs
// hear of a change on a BroadcastChannel and reload, so two tabs do not overwrite each other.
import { COLLECTIONS, attachPersistence, loadData, resetDb, type DemoData, type StoredFile } from './db';

const DB_NAME = 'kalinga-habitats-demo';
const DB_VERSION = 1;
const DATA_STORE = 'data';
const FILE_STORE = 'files';
const DATA_KEY = 'state';
const CHANNEL = 'kalinga-habitats-demo';
/** Bump when the seed or record shapes change, so browsers drop data saved in the old shape. */
const DATA_VERSION = 1;

interface SavedState {
  version: number;
  data: DemoData;
}

type ChangeMessage = { kind: 'data' } | { kind: 'file'; fileName: string };

let database: IDBDatabase | null = null;
let channel: BroadcastChannel | null = null;
let warned = false;

function warn(what: string, error: unknown): void {
  // Once: a full quota would otherwise warn on every save.
  if (warned) return;
  warned = true;
  console.warn(`Demo data: ${what}; changes are kept in memory until the page is reloaded.`, error);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSavedState(value: unknown): value is SavedState {
  if (!isRecord(value) || value.version !== DATA_VERSION || !isRecord(value.data)) return false;
  const data = value.data;
  return COLLECTIONS.every((name) => Array.isArray(data[name]));
}

function isStoredFile(value: unknown): value is StoredFile {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.fileName === 'string' &&
    typeof value.type === 'string' &&
    value.blob instanceof Blob
  );
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const upgrading = request.result;
      if (!upgrading.objectStoreNames.contains(DATA_STORE)) upgrading.createObjectStore(DATA_STORE);
      if (!upgrading.objectStoreNames.contains(FILE_STORE)) {
        upgrading.createObjectStore(FILE_STORE, { keyPath: 'fileName' });
      }
    };
    request.onsuccess = () => {
      const opened = request.result;
      // Let a newer version of the app (in another tab) upgrade the database.
      opened.onversionchange = () => opened.close();
      resolve(opened);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

async function readSavedData(from: IDBDatabase): Promise<SavedState | null> {
  const transaction = from.transaction(DATA_STORE, 'readonly');
  const saved = await requestResult<unknown>(transaction.objectStore(DATA_STORE).get(DATA_KEY));
  return isSavedState(saved) ? saved : null;
}

async function readFiles(from: IDBDatabase): Promise<StoredFile[]> {
  const transaction = from.transaction(FILE_STORE, 'readonly');
  const files = await requestResult<unknown[]>(transaction.objectStore(FILE_STORE).getAll());
  return files.filter(isStoredFile);
}

async function writeData(to: IDBDatabase, data: DemoData): Promise<void> {
  const transaction = to.transaction(DATA_STORE, 'readwrite');
  // put() clones the data at once, so later changes in memory do not leak into this save.
  transaction.objectStore(DATA_STORE).put({ version: DATA_VERSION, data } satisfies SavedState, DATA_KEY);
  await transactionDone(transaction);
}

async function writeFile(to: IDBDatabase, file: StoredFile): Promise<void> {
  const transaction = to.transaction(FILE_STORE, 'readwrite');
  transaction.objectStore(FILE_STORE).put(file);
  await transactionDone(transaction);
}

function announce(message: ChangeMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // Another tab only misses a live refresh; it still reads the saved data on reload.
  }
}

async function onChange(message: unknown): Promise<void> {
  if (!database || !isRecord(message)) return;
  try {
    const saved = await readSavedData(database);
    if (saved) loadData(saved.data, await readFiles(database));
    else resetDb();
  } catch (error) {
    warn('another tab changed the data and it could not be read', error);
  }
}

export async function startPersistence(): Promise<void> {
  try {
    database = await openDatabase();
    const saved = await readSavedData(database);
    if (saved) loadData(saved.data, await readFiles(database));
    const opened = database;
    attachPersistence({
      saveData: async (data) => {
        try {
          await writeData(opened, data);
          announce({ kind: 'data' });
        } catch (error) {
          warn('saving failed', error);
        }
      },
      saveFile: async (file) => {
        try {
          await writeFile(opened, file);
          announce({ kind: 'file', fileName: file.fileName });
        } catch (error) {
          warn(`the file ${file.fileName} could not be saved`, error);
        }
      },
    });
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<unknown>) => void onChange(event.data);
    }
  } catch (error) {
    database = null;
    warn('IndexedDB is unavailable', error);
  }
}

export async function clearPersisted(): Promise<void> {
  try {
    const target = database ?? (await openDatabase());
    const transaction = target.transaction([DATA_STORE, FILE_STORE], 'readwrite');
    transaction.objectStore(DATA_STORE).clear();
    transaction.objectStore(FILE_STORE).clear();
    await transactionDone(transaction);
    if (target !== database) target.close();
    announce({ kind: 'data' });
  } catch (error) {
    warn('the saved data could not be cleared', error);
  }
}
