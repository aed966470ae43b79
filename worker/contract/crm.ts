/** JSON shapes of the CRM API (back-office spec section 3, "Other shapes"), read by the CRM dashboard. */

export interface LeadPersonData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export interface CrmLeadView {
  id: string;
  leadType: string;
  leadSource: string;
  leadScore: number;
  priority: string;
  pipelineStage: string;
  status: string;
  syncedToGHL: boolean;
  ghlLastSync: string | null;
  syncError: string | null;
  syncAttempts: number;
  nextSyncAt: string | null;
  createdAt: string;
  applicationData: LeadPersonData | null;
  contactData: LeadPersonData | null;
}

export interface GhlStats {
  totalContacts: number;
  syncedLeads: number;
  pendingSync: number;
  configured: boolean;
  connectionStatus: "Connected" | "Disconnected";
  lastError: string | null;
  lastSyncTime: string | null;
}

export interface BulkSyncResult {
  synced: number;
  failed: number;
  deferred: number;
  remaining: number;
}
