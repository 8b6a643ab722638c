import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../accounts/user.entity';
import { Seller } from '../sellers/seller.entity';
import type { ListingCondition, ListingStatus } from '@aurum/rules/marketplace/listing-status';

/** A pre-owned watch a seller offers. The serial number and the proof photo are for the seller and staff only. */
@Entity({ tableName: 'marketplace_listing' })
@Index({ name: 'marketplace_listing_status_created_index', properties: ['status', 'createdAt'] })
@Index({ name: 'marketplace_listing_serial_index', properties: ['serialNumber'] })
export class Listing {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Seller, deleteRule: 'cascade', index: true })
  seller!: Seller;

  @Property({ type: 'string', length: 16, default: 'draft' })
  status: ListingStatus & Opt = 'draft';

  @Property({ type: 'string', length: 100 })
  brand!: string;

  @Property({ type: 'string', length: 120 })
  model!: string;

  @Property({ type: 'string', length: 64 })
  reference!: string;

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'string', length: 12 })
  condition!: ListingCondition;

  @Property({ type: 'boolean' })
  hasBox!: boolean;

  @Property({ type: 'boolean' })
  hasPapers!: boolean;

  @Property({ type: 'text' })
  serviceHistory!: string;

  @Property({ type: 'integer' })
  caseSizeMm!: number;

  @Property({ type: 'string', length: 60 })
  caseMaterial!: string;

  @Property({ type: 'string', length: 60 })
  movement!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  /** Normalised: upper case, letters and digits only. Never shown publicly. */
  @Property({ type: 'string', length: 40 })
  serialNumber!: string;

  @Property({ type: 'string', length: 64 })
  proofStoredName!: string;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  @Property({ type: 'integer', default: 0 })
  views: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @OneToMany({ entity: () => ListingPhoto, mappedBy: 'listing', orderBy: { position: 'asc' } })
  photos = new Collection<ListingPhoto>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** A listing photo, stored resized as WebP (large and thumbnail) under `storedName`. */
@Entity({ tableName: 'marketplace_listing_photo' })
export class ListingPhoto {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Listing, deleteRule: 'cascade', index: true })
  listing!: Listing;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string', length: 64 })
  storedName!: string;
}

/** A serial number reported stolen: listings carrying it are refused. */
@Entity({ tableName: 'stolen_serial' })
export class StolenSerial {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40, unique: true })
  serialNumber!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  brand: string | null = null;

  @Property({ type: 'text' })
  note!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', nullable: true })
  reportedBy: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
