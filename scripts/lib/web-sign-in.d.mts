export function decodeEntities(text: string): string;
export function signInThroughTheWebForm(origin: string, email: string, password: string): Promise<string>;
