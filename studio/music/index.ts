export { musicBeds, findMusicBed, type MusicBed, type MusicMood, type MusicLicence } from "./music-library";
export { renderMusicBed, type MusicBedRequest } from "./render-music-bed";
export { progressionSeconds } from "./chord-bed";
