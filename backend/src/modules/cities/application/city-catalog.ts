import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { cityRegistry, type CityFacts } from '../../../kernel/city-registry';
import { CityRepository } from './city-repository';

const REFRESH_EVERY_MS = 60_000;

/**
 * Keeps the process's city registry (kernel/city-registry) in step with the table: at start,
 * after each change made here (`refresh`), and every minute for changes made by another instance.
 * Also the read the other modules use to check a city before writing (`current`).
 */
@Injectable()
export class CityCatalog implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly cities: CityRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh().catch(() => undefined);
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<CityFacts[]> {
    const cities = await this.cities.all();
    cityRegistry.replace(cities);
    return cities;
  }

  /** The table as it is now (refreshing the registry on the way): for checks before a write. */
  current(): Promise<CityFacts[]> {
    return this.refresh();
  }
}
