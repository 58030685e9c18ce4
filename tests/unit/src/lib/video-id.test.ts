// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedUrl, thumbnailUrl, videoId } from '@src/lib/video-id';

describe('videoId', () => {
  it("reads the 'v=' parameter up to '&'", () => {
    expect(videoId('https://www.youtube.com/watch?v=Hv7mQ2xLp0A')).toBe('Hv7mQ2xLp0A');
    expect(videoId('https://www.youtube.com/watch?v=q3Zt_8RkVnE&t=15s')).toBe('q3Zt_8RkVnE');
    expect(videoId('https://www.youtube.com/watch?feature=share&v=bX4-9sDfLwU#t=3')).toBe('bX4-9sDfLwU');
    expect(videoId('  https://m.youtube.com/watch?v=N2pR6yTc1Mk  ')).toBe('N2pR6yTc1Mk');
  });

  it('accepts youtu.be, /embed/, /shorts/ links and a bare id', () => {
    expect(videoId('https://youtu.be/Zk8wE5uJ3oQ')).toBe('Zk8wE5uJ3oQ');
    expect(videoId('https://youtu.be/Zk8wE5uJ3oQ?si=abc')).toBe('Zk8wE5uJ3oQ');
    expect(videoId('https://www.youtube.com/embed/tL0aF7gHn2c')).toBe('tL0aF7gHn2c');
    expect(videoId('https://www.youtube-nocookie.com/embed/tL0aF7gHn2c?rel=0')).toBe('tL0aF7gHn2c');
    expect(videoId('https://youtube.com/shorts/tL0aF7gHn2c')).toBe('tL0aF7gHn2c');
    expect(videoId('tL0aF7gHn2c')).toBe('tL0aF7gHn2c');
  });

  it('refuses hostile values', () => {
    expect(videoId('javascript:alert(1)')).toBeNull();
    expect(videoId('https://www.youtube.com/watch?v="><script>alert(1)</script>')).toBeNull();
    expect(videoId('"><script>')).toBeNull();
    expect(videoId('https://www.youtube.com/watch?v=abc/../../x')).toBeNull();
    expect(videoId('https://www.youtube.com/watch?v=Hv7mQ2xLp0A%22')).toBeNull();
    expect(videoId('https://youtu.be/Hv7mQ2xLp0A"onload="x')).toBeNull();
  });

  it('refuses ids of the wrong length', () => {
    expect(videoId('https://www.youtube.com/watch?v=Hv7mQ2xLp0AB')).toBeNull(); // 12
    expect(videoId('https://www.youtube.com/watch?v=Hv7mQ2xLp0')).toBeNull(); // 10
    expect(videoId('https://youtu.be/' + 'a'.repeat(200))).toBeNull();
  });

  it('gives null for missing values and other shapes', () => {
    for (const v of [
      null,
      undefined,
      '',
      '   ',
      42,
      {},
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=',
      'https://vimeo.com/123456789',
      'https://example.com/Hv7mQ2xLp0A',
    ]) {
      expect(videoId(v)).toBeNull();
    }
  });

  it('builds privacy-enhanced embed and thumbnail URLs', () => {
    expect(embedUrl('Hv7mQ2xLp0A')).toBe('https://www.youtube-nocookie.com/embed/Hv7mQ2xLp0A?autoplay=1');
    expect(thumbnailUrl('Hv7mQ2xLp0A')).toBe('https://i.ytimg.com/vi/Hv7mQ2xLp0A/hqdefault.jpg');
  });
});
