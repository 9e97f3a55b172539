import { c } from './case';
import type { ReleaseCase } from './case';

const sd = { resolution: '480p', resolutionInferred: true } as const;

/** The quality class: inferred resolutions (keeping the stated one apart), modifiers, newer sources. */
export const QUALITY_CLASS_CASES: ReleaseCase[] = [
  // A source without a resolution still has a class; `resolution` keeps "not stated".
  c('Show.S01E01.HDTV.XviD-GRP', { resolution: null, source: 'HDTV', quality: { ...sd, modifier: null } }),
  c('Show.S01E01.PDTV.x264-GRP', { source: 'HDTV', quality: sd }),
  c('Show.S01E01.WS.PDTV.XviD-GRP', { source: 'HDTV', quality: sd }),
  c('Show.S01E01.DSR.XviD-GRP', { source: 'HDTV', quality: sd }),
  c('Show.S01E01.SDTV.x264-GRP', { source: 'HDTV', quality: sd }),
  c('Show.S01E01.SATRip.XviD-GRP', { source: 'HDTV', quality: sd }),
  c('Show.S01E01.WEB-DL.x264-GRP', { source: 'WEB-DL', quality: sd }),
  c('Show.S01E01.WEBRip.x264-GRP', { source: 'WEBRip', quality: sd }),
  c('Movie.2001.DVDRip.XviD-GRP', { source: 'DVDRip', quality: { ...sd, modifier: 'encode' } }),
  c('Movie.2001.BDRip.x264-GRP', { source: 'BDRip', quality: { ...sd, modifier: 'encode' } }),
  c('Movie.2001.BRRip.XviD-GRP', { source: 'BDRip', quality: sd }),
  c('Movie.2001.HDRip.XviD-GRP', { source: 'HDRip', quality: sd }),
  c('Movie.2001.DVDSCR.XviD-GRP', { source: 'SCR', quality: sd }),
  c('Movie.2001.R5.XviD-GRP', { source: 'R5', quality: sd }),
  c('Movie.2001.German.AmazonSD.x264-GRP', {
    source: 'WEB-DL',
    streamingService: 'Amazon',
    quality: sd,
  }),
  c('Movie.2001.German.AmazonHD.x264-GRP', {
    resolution: null,
    quality: { resolution: '720p', resolutionInferred: true },
  }),
  c('Movie.2001.German.DL.NetflixUHD.x265-GRP', {
    streamingService: 'Netflix',
    quality: { resolution: '2160p', resolutionInferred: true },
  }),
  c('Movie.2001.German.1080p.AmazonHD.x264-GRP', {
    resolution: '1080p',
    quality: { resolution: '1080p', resolutionInferred: false },
  }),
  c('Show.S01E01.avi', { resolution: null, source: null, quality: sd }),
  c('Show.S01E01.German.mp4', { quality: sd }),
  c('Show.S01E01.mkv', { quality: { resolution: null, resolutionInferred: false } }),
  c('Show.S01E01.x264-GRP', { source: null, quality: sd }),
  c('Show.S01E01.XviD-GRP', { quality: sd }),
  c('Show.S01E01.x265-GRP', { quality: { resolution: null } }),
  c('Movie.2001.BluRay.x264-GRP', {
    resolution: null,
    quality: { resolution: '720p', resolutionInferred: true, modifier: 'encode' },
  }),
  c('Movie.2001.BluRay.XviD-GRP', { quality: { resolution: '480p', modifier: 'encode' } }),
  c('Movie.2001.HDDVD.x264-GRP', { source: 'HD-DVD', quality: { resolution: '720p' } }),
  c('Movie.2001.1080p.BluRay.x264-GRP', {
    quality: { resolution: '1080p', resolutionInferred: false, modifier: 'encode' },
  }),
  c('Show.S01E01.HR.WS.PDTV.x264-GRP', {
    source: 'HDTV',
    quality: { resolution: '720p', resolutionInferred: true },
  }),
  c('Show.S01E01.HD.TV.x264-GRP', {
    source: 'HDTV',
    quality: { resolution: '720p', resolutionInferred: true },
  }),
  c('Show.S01E01.SD.TV.XviD-GRP', { source: 'HDTV', quality: sd }),
  // Cams and telesyncs imply no resolution.
  c('Movie.2024.CAM.x264-GRP', { source: 'CAM', quality: { resolution: null, resolutionInferred: false } }),
  c('Movie.2024.HDTS.x264-GRP', { source: 'TS', quality: { resolution: null } }),
  c('Movie.2024.1080p.HDCAM.x264-GRP', { source: 'CAM', quality: { resolution: '1080p' } }),
  // Modifiers: full disc, remux, raw HD, encode.
  c('Movie.2001.COMPLETE.BLURAY-GRP', {
    source: 'BluRay',
    quality: { resolution: '1080p', resolutionInferred: true, modifier: 'disc' },
  }),
  c('Movie.2001.1080p.BluRay.AVC.DTS-HD.MA.5.1-GRP', {
    videoCodec: 'H.264',
    quality: { resolution: '1080p', modifier: 'disc' },
  }),
  c('Movie.2001.1080p.BluRay.H264.DTS-GRP', { quality: { modifier: 'encode' } }),
  c('Movie.2001.1080p.BluRay.MPEG-2.DD5.1-GRP', { quality: { modifier: 'disc' } }),
  c('Movie.2001.1080p.BluRay.VC1.DTS-GRP', { quality: { modifier: 'disc' } }),
  c('Movie.2001.2160p.UHD.BluRay.HEVC.Atmos-GRP', { source: 'UHD BluRay', quality: { modifier: 'disc' } }),
  c('Movie.2001.2160p.UHD.BluRay.x265-GRP', { quality: { resolution: '2160p', modifier: 'encode' } }),
  c('Movie.2001.BD25.German-GRP', { source: 'BluRay', quality: { resolution: '1080p', modifier: 'disc' } }),
  c('Movie.2001.BD50.German.DL-GRP', { quality: { modifier: 'disc' } }),
  c('Movie.2001.1080p.BluRay.BDMV-GRP', { quality: { modifier: 'disc' } }),
  c('Movie.2001.1080p.BluRay.ISO-GRP', { quality: { modifier: 'disc' } }),
  c('Movie.2001.BR-DISK-GRP', { source: 'BluRay', quality: { modifier: 'disc' } }),
  c('Show.S01.COMPLETE.1080p.BluRay.x264-GRP', { quality: { modifier: 'encode' } }),
  c('Show.S01.1080p.BluRay.AVC.DTS-HD.MA-GRP', { quality: { modifier: 'disc' }, fullSeason: true }),
  c('Movie.2001.BDRemux.German.DL-GRP', {
    remux: true,
    quality: { resolution: '1080p', resolutionInferred: true, modifier: 'remux' },
  }),
  c('Movie.2001.1080p.Remux.AVC.DTS-HD.MA.5.1-GRP', { source: 'BluRay', quality: { modifier: 'remux' } }),
  c('Movie.2001.1080p.BluRay.REMUX.AVC-GRP', { quality: { resolution: '1080p', modifier: 'remux' } }),
  c('Movie.2001.UHD.BluRay.REMUX.HEVC-GRP', { quality: { resolution: '2160p', modifier: 'remux' } }),
  c('Show.S01E01.RAWHD-GRP', {
    source: 'HDTV',
    quality: { resolution: '1080p', resolutionInferred: true, modifier: 'rawhd' },
  }),
  c('Show.S01E01.1080i.HDTV.MPEG2-GRP', { quality: { resolution: '1080p', modifier: 'rawhd' } }),
  c('Show.S01E01.720p.HDTV.x264-GRP', { quality: { resolution: '720p', modifier: null } }),
  c('Movie.2001.PAL.DVDR-GRP', { source: 'DVD', quality: { resolution: '480p', modifier: 'disc' } }),
  c('Movie.2001.German.DVD9-GRP', { source: 'DVD', quality: { modifier: 'disc' } }),
  c('Movie.2001.German.2xDVD9-GRP', { source: 'DVD', quality: { modifier: 'disc' } }),
  c('Concert.2010.MDVDR-GRP', { source: 'DVD', quality: { modifier: 'disc' } }),
  c('Movie.2001.DVD.XviD-GRP', { source: 'DVD', quality: { resolution: '480p', modifier: 'encode' } }),
  c('Movie.2001.WEB-DL.1080p-GRP', { quality: { modifier: null } }),
  // Shops as sources.
  c('Show.S01E01.German.DL.1080p.DisneyHD.x264-GRP', { source: 'WEB-DL', streamingService: 'Disney+' }),
  c('Show.S01E01.German.1080p.HBOMaxHD.x264-GRP', { source: 'WEB-DL', streamingService: 'HBO Max' }),
  c('Show.S01E01.German.DL.720p.NetflixHD.x264-GRP', { source: 'WEB-DL', streamingService: 'Netflix' }),
  c('Show.S01E01.1080p.ATVP.DDP5.1.H.264-GRP', { source: 'WEB-DL', streamingService: 'Apple TV+' }),
  c('Show.S01E01.2160p.DSNP.DDP5.1.DV.H.265-GRP', { source: 'WEB-DL', streamingService: 'Disney+' }),
  c('Movie.2020.1080p.AMZN.DDP5.1.H.264-GRP', { source: 'WEB-DL' }),
  c('Movie.2020.2160p.UHDBDRip.x265-GRP', { source: 'BDRip', resolution: '2160p' }),
  c('Movie.2020.1080p.UHD2BD.x264-GRP', { source: 'BluRay', resolution: '1080p' }),
  c('Movie.2020.HDCAMRip.x264-GRP', { source: 'CAM' }),
  c('Movie.2020.NEWCAM.x264-GRP', { source: 'CAM' }),
  c('Movie.2020.TeleSynch.x264-GRP', { source: 'TS' }),
  c('Movie.2020.PreDVDRip.x264-GRP', { source: 'TS' }),
  c('Movie.2020.HDTC.x264-GRP', { source: 'TC' }),
  // Music has no video class.
  c('Artist-Album-2023-WEB-MP3-GRP', { quality: { resolution: null, modifier: null } }),
];
