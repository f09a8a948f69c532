import { Global, Module } from '@nestjs/common';
import { DemoData } from './demo-data';

@Global()
@Module({ providers: [DemoData], exports: [DemoData] })
export class DemoDataModule {}
