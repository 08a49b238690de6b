import { describe, expect, it } from 'vitest';
import {
  fileSizeText,
  freshness,
  isMaking,
  periodText,
  progressText,
  shortHash,
  versionName,
} from './report-text.ts';

const ihm = { type: 'ihm' as const, status: 'success' as const, project_content_hash: 'a'.repeat(64) };

describe('report texts', () => {
  it('tells an IHM version that matches the ship from one that is out of date', () => {
    expect(freshness(ihm, 'a'.repeat(64))).toBe('current');
    expect(freshness(ihm, 'b'.repeat(64))).toBe('outdated');
  });

  it('says nothing about freshness for other types, unfinished versions or an unknown hash', () => {
    expect(freshness({ ...ihm, type: 'ihmmaint' }, 'b'.repeat(64))).toBeNull();
    expect(freshness({ ...ihm, status: 'generating' }, 'b'.repeat(64))).toBeNull();
    expect(freshness({ ...ihm, status: 'failure' }, 'b'.repeat(64))).toBeNull();
    expect(freshness(ihm, null)).toBeNull();
  });

  it('shows the first 12 characters of a hash', () => {
    expect(shortHash('0123456789abcdef')).toBe('0123456789ab');
  });

  it('writes a period with open ends', () => {
    expect(periodText({ period_from: null, period_to: null })).toBe('–');
    expect(periodText({ period_from: '2026-01-01', period_to: null })).toMatch(/^from /);
    expect(periodText({ period_from: null, period_to: '2026-03-31' })).toMatch(/^until /);
    expect(periodText({ period_from: '2026-01-01', period_to: '2026-03-31' })).toContain(' – ');
  });

  it('follows a version while it is requested or generating', () => {
    expect(isMaking({ status: 'requested' })).toBe(true);
    expect(isMaking({ status: 'generating' })).toBe(true);
    expect(isMaking({ status: 'success' })).toBe(false);
    expect(isMaking({ status: 'failure' })).toBe(false);
  });

  it('names the phase and the share done', () => {
    expect(progressText({ status: 'requested', phase: null, progress: 0 })).toBe('Waiting to start · 0 %');
    expect(progressText({ status: 'requested', phase: 'waiting', progress: 0 })).toBe(
      'Waiting to start · 0 %',
    );
    expect(progressText({ status: 'generating', phase: 'drawing', progress: 0.456 })).toBe(
      'Drawing the pages · 46 %',
    );
    expect(progressText({ status: 'generating', phase: 'checking plans', progress: 0.5 })).toBe(
      'Checking plans · 50 %',
    );
    expect(progressText({ status: 'generating', phase: null, progress: 1.2 })).toBe('Generating · 100 %');
  });

  it('writes file sizes', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(20_480)).toBe('20 KB');
    expect(fileSizeText(3_250_000)).toBe('3.1 MB');
  });

  it('names a version with what tells it from the others of its number', () => {
    const base = {
      template_name: 'IHM Part I (MEPC.379(80))',
      variant: 'ab' as const,
      with_photos: false,
      period_from: null,
      period_to: null,
      version: 3,
    };
    expect(versionName(base)).toBe(
      'IHM Part I (MEPC.379(80)), Tables A and B (Hong Kong Convention), version 3',
    );
    expect(versionName({ ...base, variant: 'abeu', with_photos: true })).toBe(
      'IHM Part I (MEPC.379(80)), Annexes I and II (EU Ship Recycling Regulation), with photos, version 3',
    );
    expect(versionName({ ...base, period_from: '2026-01-01' })).toMatch(/, from .+, version 3$/);
  });
});
